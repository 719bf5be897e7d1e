// Texts of the bots' ratings on New table and of practice against bots (the local play page, the
// profile): namespace `practice`, fetched with the first page that uses it.
export const practiceI18n = {
  en: {
    levelRating: '{{level}} ≈ {{rating}}',
    levelNote:
      'The number beside a bot level is its strength on the players’ rating scale, measured in games between the bots (a new account starts at {{start}}; “?”: from few games, as a new player’s).',
    title: 'Practice against bots',
    line_one: '{{count}} game ({{wins}} won)',
    line_other: '{{count}} games ({{wins}} won)',
    none: 'No practice games yet.',
    unrated:
      'Games against bots this player finished on their own device while signed in. Unrated: they never change a rating.',
    counted: 'Counted on your profile as practice against bots (unrated).',
  },
  ja: {
    levelRating: '{{level}} ≈ {{rating}}',
    levelNote:
      'ボットのレベルの横の数字は、プレイヤーと同じレーティング尺度での強さです（ボット同士の対戦で測定。新しいアカウントは {{start}} から始まります。「?」は対戦数が少ない暫定値です）。',
    title: 'ボットとの練習',
    line: '{{count}} 戦（{{wins}} 勝）',
    none: 'まだ練習対戦はありません。',
    unrated:
      'このプレイヤーがサインイン中に自分の端末で終えたボットとの対戦です。レーティング対象外で、レーティングは変わりません。',
    counted: 'ボットとの練習としてプロフィールに記録しました（レーティング対象外）。',
  },
};
