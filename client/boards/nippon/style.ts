// Scoped styles of the nippon board (class prefix nip-).
export const STYLE = `
.nip-board{display:flex;flex-direction:column;gap:8px;font-size:13px;color:#222}
.nip-board svg{width:100%;height:auto;display:block}
.nip-scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
.nip-scroll svg{min-width:620px}
.nip-scroll svg.phone{min-width:0}
.nip-main{display:flex;flex-direction:column;gap:6px;max-width:900px}
.nip-prompt{position:sticky;top:0;z-index:2;background:#fffbe8;border:2px solid #c9a227;border-radius:8px;padding:6px 10px}
.nip-prompt button,.nip-board button{font:inherit}
.nip-buttons,.nip-choices{display:flex;flex-wrap:wrap;gap:6px;margin-top:4px;align-items:center}
.nip-prompt button{padding:4px 10px;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer}
.nip-prompt button.primary{background:#ffe9f4;border:2px solid #ff2d95;font-weight:600}
.nip-players{display:flex;flex-wrap:wrap;gap:8px}
.nip-player{border:3px solid #888;border-radius:8px;padding:0 0 6px;flex:1 1 330px;max-width:460px;background:#fcfaf4}
.nip-player.mine{flex-basis:440px;max-width:600px;box-shadow:0 0 0 2px #222}
.nip-player header{color:#fff;padding:3px 8px;font-weight:600;text-shadow:0 0 2px #000}
.nip-player>div{padding:2px 8px}
.nip-budget{display:flex;gap:10px;flex-wrap:wrap;font-weight:600}
.nip-track-row,.nip-row{display:flex;align-items:center;gap:2px;flex-wrap:wrap;margin:1px 0}
.nip-track-name{width:64px;font-size:11px;color:#555}
.nip-cell{min-width:22px;text-align:center;border:1px solid #bbb;border-radius:3px;font-size:10px;padding:1px;background:#fff}
.nip-cell.on{background:#222;color:#fff;font-weight:700}
.nip-cell.gone{background:#eee;color:#805800}
.nip-cell.icon{border:none;background:none;color:#805800}
.nip-workers{display:flex;flex-wrap:wrap;gap:3px;align-items:flex-end}
.nip-wslot{display:flex;flex-direction:column;align-items:center;width:26px}
.nip-wslot small{font-size:9px;color:#a01010;height:11px}
.nip-meeple{width:20px;height:20px;border-radius:50% 50% 4px 4px;border:1px solid #333;font-size:10px;font-weight:700;display:flex;align-items:center;justify-content:center}
.nip-meeple.empty{border:1px dashed #aaa;background:#fff}
.nip-hint{font-size:11px;color:#444;margin-left:6px}
.nip-factories,.nip-contracts,.nip-ach{display:flex;flex-wrap:wrap;gap:4px;margin-top:3px}
.nip-ofac{border:1px solid #777;border-radius:5px;padding:2px 5px;font-size:11px;display:flex;flex-direction:column;align-items:flex-start;cursor:pointer}
.nip-ofac:disabled,.nip-contract:disabled,.nip-achcell:disabled,.nip-fac:disabled{cursor:default;color:inherit}
.nip-cubes{letter-spacing:1px}
.nip-contract{border:1px solid #777;border-radius:4px;background:#fff;font-size:11px;padding:2px 4px}
.nip-contract.done{background:#d8d0c0;color:#4a4a4a}
.nip-hand{font-size:11px;display:flex;flex-wrap:wrap;gap:2px;align-items:center}
.nip-itile{color:#fff;font-weight:700;border-radius:3px;padding:0 4px;text-shadow:0 0 2px #000}
.nip-achcell{display:flex;flex-direction:column;align-items:center;border:1px solid #999;border-radius:4px;background:#fff;font-size:10px;min-width:44px;padding:1px 2px}
.nip-supply h3{margin:4px 0}
.nip-invest-panel{margin:6px 0;padding:4px 8px;border:2px solid #ff2d95;border-radius:8px;background:#fffdf6;scroll-margin-top:110px;scroll-margin-bottom:8px}
.nip-supply-groups{display:flex;flex-wrap:wrap;gap:6px}
.nip-supply-group{display:flex;flex-direction:column;gap:2px;flex:1 1 140px;max-width:220px}
.nip-good-name{font-weight:700}
.nip-fac{border:1px solid #777;border-radius:5px;padding:2px 4px;text-align:left;font-size:11px;cursor:pointer;color:#222}
.nip-syn{display:block;font-size:10px;color:#444}
.nip-report table{font-size:11px;border-collapse:collapse}
.nip-report th{text-align:left;padding-right:6px}
.nip-legend{font-size:11px;color:#555}
/* A phone: what is read to decide at 12 px; a track row that converts blueprints is a 28 px target. */
@media (max-width:600px){
.nip-cell,.nip-track-name,.nip-wslot small,.nip-meeple,.nip-hint,.nip-ofac,.nip-contract,.nip-hand,.nip-achcell,.nip-fac,.nip-syn,.nip-report table,.nip-legend{font-size:12px}
.nip-wslot small{height:14px}
.nip-achcell small{font-size:12px}
.nip-meeple{width:24px;height:24px}
.nip-track-row{min-height:28px;margin:3px 0}
.nip-cell{min-width:24px}
}
`;
