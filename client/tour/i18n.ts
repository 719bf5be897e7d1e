// Texts of the guided tour's frame and of its steps shared by every board (namespace `tour`).
// Each board's own steps are `tour.<key>.title` / `.body` in its namespace (client/boards/<id>/).
export const TOUR_TEXTS = {
  en: {
    label: 'Guided tour',
    open: 'Tour',
    openTitle: 'Show the guided tour of this board',
    rules: 'Rules',
    rulesTitle: 'The rules of {{game}} (new tab)',
    step: 'Step {{n}} of {{total}}',
    back: 'Back',
    next: 'Next',
    done: 'Done',
    skip: 'Skip tour',
    welcome: {
      title: 'Welcome to {{game}}',
      body: 'A short tour of this board: where to look, what you can click and where the rules are. Skip it at any time; the Tour button brings it back.',
    },
    turn: {
      title: 'Whose turn',
      body: 'This line says whose turn it is. When it says "Your turn", the board highlights what you can do.',
    },
    log: {
      title: 'Move log',
      body: 'Every move is written here in words as it happens. Point at a line to see the move as the rules record it.',
    },
    end: {
      title: 'Rules and this tour',
      body: 'The full rules of {{game}} open from Rules (in a new tab). This tour is always one click away on the Tour button. Have a good game!',
    },
  },
  ja: {
    label: 'ガイドツアー',
    open: 'ツアー',
    openTitle: 'このボードのガイドツアーを表示',
    rules: 'ルール',
    rulesTitle: '{{game}}のルール（新しいタブ）',
    step: '{{n}} / {{total}}',
    back: '戻る',
    next: '次へ',
    done: '完了',
    skip: 'ツアーをスキップ',
    welcome: {
      title: '{{game}}へようこそ',
      body: 'このボードの短いツアーです。どこを見るか、何をクリックできるか、ルールはどこにあるかを案内します。いつでもスキップでき、「ツアー」ボタンでまた見られます。',
    },
    turn: {
      title: '誰の手番か',
      body: 'この行に現在の手番が表示されます。「あなたの手番」のときは、できることがボード上で強調表示されます。',
    },
    log: {
      title: '棋譜',
      body: 'すべての手がここに言葉で記録されます。行にポインターを合わせると、ルール上の記録が表示されます。',
    },
    end: {
      title: 'ルールとこのツアー',
      body: '{{game}}のルール全文は「ルール」から新しいタブで開きます。このツアーは「ツアー」ボタンからいつでも見られます。よいゲームを！',
    },
  },
};
