// Board CSS (scoped by the sr- prefix).
export const STYLE = `
.sr-board { display: flex; flex-direction: column; gap: 8px; font-size: 14px; }
.sr-prompt { background: #fffbe6; border: 2px solid #e0c200; border-radius: 8px; padding: 6px 10px; }
.sr-prompt.sr-wait { background: #f3f3f3; border-color: #bbb; }
.sr-prompt.sr-modal { background: #ffe9f3; border-color: #ff2d95; }
.sr-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 4px; }
.sr-btn { padding: 4px 10px; border-radius: 6px; border: 1px solid #888; background: #fff; cursor: pointer; }
.sr-btn.sel { background: #ffe1f0; border-color: #ff2d95; }
.sr-btn.primary { background: #c0106a; color: #fff; border-color: #c0106a; font-weight: bold; }
.sr-hint { color: #444; font-style: italic; }
.sr-main { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.sr-col { flex: 1 1 380px; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.sr-col h3 { margin: 0; font-size: 15px; }
.sr-map { width: 100%; height: auto; max-width: 640px; }
.sr-click { cursor: pointer; }
.sr-sheet { border: 3px solid #999; border-radius: 8px; padding: 4px 6px; background: #fff; }
.sr-sheet header { font-weight: bold; display: flex; gap: 6px; align-items: center; }
.sr-thumb { flex: 0 1 260px; }
.sr-thumb .sr-map { max-width: 250px; }
.sr-others { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.sr-others .sr-big { flex: 1 1 420px; }
.sr-total { margin-left: auto; }
.sr-seat { display: inline-block; min-width: 18px; height: 18px; border-radius: 9px; color: #fff; text-align: center; font-size: 12px; line-height: 18px; font-weight: bold; }
.sr-seat.sm { min-width: 14px; height: 14px; line-height: 14px; font-size: 10px; }
.sr-engine { display: flex; gap: 4px; align-items: center; flex-wrap: wrap; margin: 4px 0; }
.sr-box { width: 28px; height: 28px; border: 2px solid #333; background: #fff; border-radius: 4px; font-weight: bold; }
.sr-box.on { background: #333; color: #fff; }
.sr-box:disabled { cursor: default; color: inherit; }
.sr-badge { background: #1f6fd1; color: #fff; border-radius: 4px; padding: 0 4px; margin-left: 4px; font-size: 11px; }
.sr-facts { display: flex; flex-direction: column; gap: 3px; }
.sr-cube { display: inline-block; min-width: 18px; height: 18px; line-height: 18px; text-align: center; font-size: 11px; font-weight: bold; border-radius: 3px; border: 1px solid #000; margin: 0 1px; padding: 0 2px; }
.sr-score, .sr-final { border-collapse: collapse; font-size: 12px; }
.sr-score th, .sr-score td, .sr-final th, .sr-final td { border: 1px solid #ccc; padding: 2px 5px; text-align: center; }
  .sr-score { display: block; max-width: 100%; overflow-x: auto; }
.sr-final { display: block; max-width: 100%; overflow-x: auto; }
.sr-final tr.win { background: #fff3c4; }
.sr-legend { font-size: 11px; color: #555; margin: 2px 0; }
.sr-pool { display: flex; flex-direction: column; gap: 6px; }
.sr-dice, .sr-tiles, .sr-orders { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.sr-trackdie { display: inline-flex; align-items: center; gap: 2px; background: #222; color: #fff; border-radius: 6px; padding: 2px 6px; }
.sr-trackdie b { font-size: 26px; }
.sr-die { position: relative; width: 52px; height: 52px; border: 2px solid #333; border-radius: 8px; background: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; cursor: pointer; }
.sr-die:disabled { cursor: default; color: inherit; }
.sr-pips { font-size: 26px; line-height: 26px; }
.sr-dv { font-size: 11px; }
.sr-die .sr-seat { position: absolute; top: -6px; right: -6px; }
.sr-stolen { position: absolute; bottom: -8px; font-size: 9px; background: #c0106a; color: #fff; border-radius: 3px; padding: 0 2px; }
.sr-tile { position: relative; width: 76px; height: 64px; border: 3px solid #777; border-radius: 6px; background: #fdf6e3; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1px; transition: transform .3s; cursor: pointer; }
.sr-tile:disabled { cursor: default; color: inherit; }
.sr-tile.sideways { transform: rotate(90deg) scale(.85); }
.sr-tile.used-up { opacity: .35; text-decoration: line-through; border-style: dashed; }
.sr-tile small { font-size: 10px; line-height: 11px; text-align: center; }
.sr-tile .sr-seat { position: absolute; top: -6px; right: -6px; }
.sr-order { border: 2px solid #777; border-radius: 6px; padding: 2px 4px; background: #f6f6ff; position: relative; }
.sr-seg { padding: 0; border: 2px solid #888; border-radius: 6px; background: #fff; cursor: pointer; }
.sr-seg:hover, .sr-seg:focus { border-color: #ff2d95; }
.sr-deliver { margin-top: 4px; }
@media (max-width: 600px) { .sr-col { flex-basis: 100%; } .sr-thumb { flex-basis: 100%; } .sr-thumb .sr-map { max-width: 100%; } }
.sr-cubelist { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 4px 10px; }
.sr-cubelist li { display: flex; align-items: center; gap: 4px; flex-wrap: wrap; }
.sr-cubelist-city { font-size: 26px; line-height: 1; }
.sr-cube.sr-cube-big { min-width: 28px; height: 32px; line-height: 30px; font-size: 14px; padding: 0 3px; margin: 0; }
.sr-cube.sr-cube-big:disabled { opacity: 1; cursor: default; }
.sr-score-rows th { text-align: left; font-weight: normal; }
.sr-score-rows td { text-align: right; min-width: 3em; }
/* A phone: what is read to decide at 12 px or more, also on a sideways (used) tile drawn at .85. */
@media (max-width: 600px) {
  .sr-score, .sr-legend, .sr-dv, .sr-cube, .sr-badge { font-size: 12px; }
  .sr-tile { width: 86px; height: 70px; }
  .sr-tile small { font-size: 12px; line-height: 13px; }
  .sr-seat.sm { min-width: 16px; height: 16px; line-height: 16px; font-size: 12px; }
  .sr-stolen { font-size: 12px; }
  button.sr-cube { min-width: 32px; height: 32px; line-height: 30px; }
}
`;
