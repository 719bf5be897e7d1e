// The bot levels a person can seat (shared by New table and the bot driver; no search code here).
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];
