// The current decision as a prompt with buttons; the choice list for multi-option targets [spec §8].
import { useTranslation } from 'react-i18next';
import type { LegalMove } from '../../../games/common/module';
import { stepCost } from '../../../games/nippon/rules/actions';
import type { NipponState } from '../../../games/nippon/types';
import { argOf } from './ui';

interface Props {
  G: NipponState;
  seat: string | null;
  active: boolean;
  /** The moves offered now: every legal move, or only a hint's move while one is shown. */
  legal: LegalMove[];
  /** Taking a worker is legal now (whatever `legal` offers): consolidating is then not required [spec §8]. */
  canTakeWorker: boolean;
  choices: LegalMove[] | null;
  play: (m: LegalMove) => void;
  cancel: () => void;
  currentName: string;
}

export function Prompt({ G, seat, active, legal, canTakeWorker, choices, play, cancel, currentName }: Props) {
  const { t } = useTranslation('nippon');
  if (G.result) return <div className="nip-prompt">{t('stage.over')}</div>;
  if (!active || seat === null) return <div className="nip-prompt">{t('stage.waiting', { name: currentName })}</div>;
  const stage = G.pending?.kind ?? 'default';
  const p = G.players[seat];
  const label = (m: LegalMove): string => {
    const a = argOf(m);
    switch (m.move) {
      case 'takeWorker':
        return t('ui.take', { color: t(`color.${a.color}`), action: t(`action.${a.action}`) });
      case 'placeInfluence':
        return (
          t('ui.spend', { count: a.spend as number, value: a.value }) +
          (a.remove !== undefined
            ? t('ui.remove', {
                slot: a.remove,
                v: G.cities.find((c) => c.id === a.cityId)?.slots[a.remove as number]?.value,
              })
            : '')
        );
      case 'fulfillContract':
        return t('ui.assign', {
          id: a.contractId,
          goods: (a.goods as string[]).map((g) => t(`good.${g}`)).join(' + '),
        });
      case 'buildTrain':
      case 'buildShip':
      case 'placeFreeTrain':
      case 'placeFreeShip':
        return t(`region.${a.region}`);
      default:
        return m.move;
    }
  };
  const buttons: { key: string; text: string; m: LegalMove; primary?: boolean }[] = [];
  for (const m of legal) {
    const a = argOf(m);
    if (m.move === 'consolidate') {
      const forced = !canTakeWorker;
      buttons.push({ key: 'c', text: t(forced ? 'btn.consolidateForced' : 'btn.consolidate'), m, primary: forced });
    } else if (m.move === 'finishAction') buttons.push({ key: 'f', text: t('btn.finishAction'), m, primary: true });
    else if (m.move === 'skipBonus') buttons.push({ key: 's', text: t('btn.skipBonus'), m });
    else if (m.move === 'endMyTurn') buttons.push({ key: 'e', text: t('btn.endMyTurn'), m, primary: true });
    else if (m.move === 'convertBlueprints')
      buttons.push({ key: `cv${a.track}`, text: t('btn.convert', { track: t(`track.${a.track}`) }), m });
    else if (m.move === 'raiseKnowledge' || m.move === 'raiseCoal') {
      const cost = stepCost(p, m.move === 'raiseKnowledge' ? 'knowledge' : 'coal', a.steps as number);
      buttons.push({ key: `st${a.steps}`, text: t('btn.steps', { count: a.steps, cost }), m, primary: true });
    } else if ((m.move === 'mechanizeOnce' || m.move === 'freeMechanize') && a.target === 'hold') {
      buttons.push({
        key: 'hold',
        text: `${t('action.mechanize')}: ${t('ui.held', { n: p.heldMachines + 1 })}`,
        m,
        primary: true,
      });
    }
  }
  const pend = G.pending;
  return (
    <div className="nip-prompt" role="group">
      <div className="nip-prompt-text">
        <b>{t(`stage.${stage}`)}</b>
        {pend && ['mechanize', 'produce', 'railway', 'shipbuilding', 'export', 'domestic'].includes(pend.kind)
          ? ` · ${t('ui.unit', { k: pend.count + 1 })}`
          : ''}
        {pend && pend.kind.startsWith('bonus') ? ` · ${t('ui.free', { n: pend.freeLeft })}` : ''}
      </div>
      {choices ? (
        <div className="nip-choices">
          <span>{t('ui.choose')}</span>
          {choices.map((m, i) => (
            <button key={i} type="button" className="primary" onClick={() => play(m)}>
              {label(m)}
            </button>
          ))}
          <button type="button" onClick={cancel}>
            {t('btn.cancel')}
          </button>
        </div>
      ) : null}
      <div className="nip-buttons">
        {buttons.map((b) => (
          <button key={b.key} type="button" className={b.primary ? 'primary' : undefined} onClick={() => play(b.m)}>
            {b.text}
          </button>
        ))}
      </div>
    </div>
  );
}
