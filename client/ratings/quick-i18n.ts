// Texts of quick match at its two paces (live, turn-based) on a game's card and in My matches:
// part of the `ratings` namespace (./i18n.ts spreads them in).
export const quickI18n = {
  en: {
    quickPaceLegend: 'How fast?',
    quickLive: 'Live — 90 s a turn',
    quickTurnBased: 'Turn-based — a day a turn',
    quickTurnBasedNote:
      'A rated game at one move a day (24 hours a turn): play when it suits you. You can close the page while we look for opponents (up to a day).',
    waitingTurnBased: 'Looking for opponents for a turn-based game (your rating {{rating}})…',
    waitingTurnBasedNote:
      'You can close this page: we keep looking until {{until}}. Your new table will show in My matches, and you will be told when you are seated if notifications are on.',
    leaveQueue: 'Leave the queue',
    myQueueTitle: 'Waiting for opponents',
    myQueue: 'Turn-based quick match of {{game}}, {{n}} players: looking for opponents until {{until}}.',
    yourTurnLeft: 'your turn, {{time}} left',
    theirTurnLeft: 'their turn, {{time}} left',
  },
  ja: {
    quickPaceLegend: '対戦のペース',
    quickLive: 'リアルタイム（1手 90 秒）',
    quickTurnBased: 'ターン制（1手 1 日）',
    quickTurnBasedNote:
      'レート戦です。1日1手（1手 24 時間）なので、都合のよいときに指せます。対戦相手を探している間（最長1日）はページを閉じてもかまいません。',
    waitingTurnBased: 'ターン制の対戦相手を探しています（あなたのレーティング {{rating}}）…',
    waitingTurnBasedNote:
      'このページを閉じても大丈夫です。{{until}} まで探し続けます。新しいテーブルは「マイ対戦」に表示され、通知をオンにしていれば席が決まったときにお知らせします。',
    leaveQueue: '待ち行列から抜ける',
    myQueueTitle: '対戦相手を待っています',
    myQueue: '{{game}}のターン制クイック対戦（{{n}}人）: {{until}} まで対戦相手を探しています。',
    yourTurnLeft: 'あなたの番・残り {{time}}',
    theirTurnLeft: '相手の番・残り {{time}}',
  },
};
