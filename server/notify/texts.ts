// What a notification says, in the device's language (the service worker shows title and body
// as they come: client/pwa-push.ts).
import type { Kind, Lang } from './rows';

type Vars = { game: string; from?: string; result?: string };

const TEXTS: Record<Lang, Record<Kind, (v: Vars) => { title: string; body: string }>> = {
  en: {
    'your-turn': (v) => ({ title: `Your turn: ${v.game}`, body: 'Your opponents have moved. It is your turn.' }),
    'time-low': (v) => ({ title: `Time is running out: ${v.game}`, body: 'Less than 2 hours are left for your turn.' }),
    'match-started': (v) => ({
      title: `Your match has started: ${v.game}`,
      body: 'Every seat is taken. Take your seat.',
    }),
    'match-ended': (v) => ({ title: `Match over: ${v.game}`, body: v.result ?? 'The match is over.' }),
    invited: (v) => ({ title: `Invitation: ${v.game}`, body: `${v.from ?? 'A player'} invites you to a table.` }),
  },
  ja: {
    'your-turn': (v) => ({ title: `あなたの番です：${v.game}`, body: '相手が手番を終えました。あなたの番です。' }),
    'time-low': (v) => ({ title: `残り時間わずか：${v.game}`, body: 'あなたの手番の残り時間が2時間を切りました。' }),
    'match-started': (v) => ({
      title: `対戦が始まりました：${v.game}`,
      body: '全席がそろいました。席についてください。',
    }),
    'match-ended': (v) => ({ title: `対戦終了：${v.game}`, body: v.result ?? '対戦が終わりました。' }),
    invited: (v) => ({ title: `招待：${v.game}`, body: `${v.from ?? 'プレイヤー'}さんがあなたを卓に招待しています。` }),
  },
};

export function textOf(kind: Kind, lang: Lang, v: Vars): { title: string; body: string } {
  return TEXTS[lang][kind](v);
}

/** The result line of a finished match for one seat: place and rating change. */
export function resultLine(
  lang: Lang,
  r: { won: boolean; draw: boolean; place?: number; ratingBefore?: number; ratingAfter?: number },
): string {
  const delta =
    r.ratingBefore !== undefined && r.ratingAfter !== undefined
      ? Math.round(r.ratingAfter - r.ratingBefore)
      : undefined;
  const signed = delta === undefined ? '' : `${delta >= 0 ? '+' : '−'}${Math.abs(delta)}`;
  if (lang === 'ja') {
    const what = r.draw
      ? '引き分けです。'
      : r.won
        ? 'あなたの勝ちです。'
        : r.place
          ? `${r.place}位です。`
          : '対戦が終わりました。';
    return delta === undefined ? what : `${what} レーティング ${signed}（${Math.round(r.ratingAfter!)}）`;
  }
  const what = r.draw ? 'A draw.' : r.won ? 'You won.' : r.place ? `You placed ${r.place}.` : 'The match is over.';
  return delta === undefined ? what : `${what} Rating ${signed} (${Math.round(r.ratingAfter!)})`;
}
