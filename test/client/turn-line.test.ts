// The play view's turn line (client/play/turn-line.ts): while a stand-in bot plays this viewer's
// seat, the seat's turn reads as the stand-in's, never "Your turn".
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { appEn, appJa } from '../../client/locales/app';
import { turnLine, type TurnLineInput } from '../../client/play/turn-line';

const i18n = createInstance();
void i18n.init({
  resources: { en: { app: appEn }, ja: { app: appJa } },
  lng: 'en',
  ns: ['app'],
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
} as never);
const t = i18n.getFixedT('en', 'app');
const base: TurnLineInput = {
  gameover: false,
  seatToAct: true,
  standIn: false,
  thinking: [],
  active: ['0'],
  names: { '0': 'Ann', '1': 'Bo' },
};

describe('turn line', () => {
  it('"Your turn" for the seat to act, the stand-in\'s turn while a stand-in plays it', () => {
    expect(turnLine(base, t)).toBe('Your turn');
    expect(turnLine({ ...base, standIn: true }, t)).toBe('A stand-in bot is playing your turn');
    expect(turnLine({ ...base, standIn: true }, i18n.getFixedT('ja', 'app'))).toBe(
      '代理ボットがあなたの手番を打っています',
    );
  });

  it("others' turns and the end read the same with or without a stand-in", () => {
    for (const standIn of [false, true]) {
      expect(turnLine({ ...base, standIn, seatToAct: false, active: ['1'] }, t)).toBe('Waiting for Bo');
      expect(turnLine({ ...base, standIn, seatToAct: false, active: ['1'], thinking: ['1'] }, t)).toBe(
        'Bo is thinking…',
      );
      expect(turnLine({ ...base, standIn, gameover: true }, t)).toBe('Game over');
    }
  });

  it('before every seat of an online table is taken: waiting for players, never "Your turn"', () => {
    const waiting = { ...base, waitingForPlayers: { taken: 1, seats: 3 } };
    expect(turnLine(waiting, t)).toBe('Waiting for players: 1 of 3 seats taken');
    expect(turnLine(waiting, i18n.getFixedT('ja', 'app'))).toBe('プレイヤーを待っています（3席中1席が着席済み）');
    expect(turnLine({ ...waiting, gameover: true }, t)).toBe('Game over');
  });
});
