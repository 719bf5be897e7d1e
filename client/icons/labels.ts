// Default accessible names of the icons, in every UI language; a board may pass a more precise
// label (`<Icon name="worker" label={t('ui.workers')} />`).
import type { IconName } from './shapes';

export const ICON_LABELS: Record<'en' | 'ja', Record<IconName, string>> = {
  en: {
    loco: 'Locomotive', worker: 'Worker', cap: 'Temporary worker', disc: 'Black worker', coal: 'Coal',
    medal: 'Medal', flag: 'Finish', cardBack: 'Hidden card', ticket: 'Tickets', crown: 'Railroad Baron',
    crate: 'Goods', track: 'Track', cash: 'Cash', scroll: 'Bonds', chain: 'Links', water: 'Water',
    blueprint: 'Blueprints', gear: 'Machine', warning: 'Warning', required: 'Required', check: 'Done',
    cross: 'No', boxChecked: 'Selected', boxEmpty: 'Not selected', plus: 'Bonus', hand: 'Kept in hand',
    star: 'Points', help: 'Help', trophy: 'Winner',
    first: 'First', prev: 'Previous', play: 'Play', pause: 'Pause', last: 'Last',
  },
  ja: {
    loco: '機関車', worker: '労働者', cap: '臨時労働者', disc: '黒い労働者', coal: '石炭',
    medal: 'メダル', flag: 'ゴール', cardBack: '裏向きのカード', ticket: '目的地チケット', crown: '鉄道王',
    crate: '商品', track: '線路', cash: '現金', scroll: '債券', chain: 'リンク', water: '水域',
    blueprint: '設計図', gear: '機械', warning: '注意', required: '必須', check: '達成',
    cross: 'なし', boxChecked: '選択中', boxEmpty: '未選択', plus: 'ボーナス', hand: '手札に保持',
    star: '得点', help: 'ヘルプ', trophy: '勝者',
    first: '最初', prev: '前へ', play: '再生', pause: '一時停止', last: '最後',
  },
};

export function iconLabel(name: IconName, lang: string | undefined): string {
  return (lang?.startsWith('ja') ? ICON_LABELS.ja : ICON_LABELS.en)[name];
}
