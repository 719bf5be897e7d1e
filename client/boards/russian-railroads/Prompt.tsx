// The current decision as a prompt with one button per legal move (besides the board clicks).
import { useTranslation } from 'react-i18next';
import type { Ctx } from 'boardgame.io';
import type { LegalMove } from '../../../games/common/module';
import { frontBlocking } from '../../../games/russian-railroads/rules/pending';
import type { Pending, RRState } from '../../../games/russian-railroads/types';
import { NS } from './ui';
import { Icon } from '../../icons';

interface Props {
  G: RRState;
  ctx: Ctx;
  me: string | null;
  legal: LegalMove[];
  names: Record<string, string>;
  send: (move: string, arg?: Record<string, unknown>) => void;
}

export function Prompt({ G, ctx, me, legal, names, send }: Props) {
  const { t } = useTranslation(NS);
  if (ctx.gameover)
    return (
      <div className="rr-prompt">
        <b>{t('ui.gameOver')}</b>
      </div>
    );
  const who = ctx.currentPlayer;
  const mine = me === who;
  const front = frontBlocking(G);
  const it: Pending | undefined = front?.item ?? G.pending[0];
  let text: string;
  if (G.lookingAtPile) text = t('prompt.pick');
  else if (it) {
    if (it.kind === 'placeLoco' || it.kind === 'relocate' || it.kind === 'placeFactory')
      text = t(`prompt.${it.kind}`, { n: it.number });
    else if (
      it.kind === 'chooseToken' ||
      it.kind === 'chooseCard' ||
      it.kind === 'c1Repeat' ||
      it.kind === 'chooseReuse' ||
      it.kind === 'takeTile' ||
      it.kind === 'endBonus'
    )
      text = t(`prompt.${it.kind}`);
    else
      text = G.pending.every((x) => x.kind === 'endBonus')
        ? t('prompt.endBonus')
        : it.kind === 'industry'
          ? t('prompt.industry')
          : t('prompt.steps');
  } else text = t(`prompt.${ctx.phase ?? 'actions'}`);
  const label = (l: LegalMove): string => {
    const a = (l.args[0] ?? {}) as Record<string, unknown>;
    switch (l.move) {
      case 'chooseStartBonus':
        return `${t(`startBonus.${a.card}`)}${a.route ? ` (${t(`route.${a.route}`)})` : ''}`;
      case 'pass':
        return t('move.pass');
      case 'reuseTurnOrderWorker':
        return a.skip ? t('move.reuseSkip') : `${t('move.reuse')} ${a.space}`;
      case 'trackStep':
        return `${t(`color.${a.color}`)} +1 → ${t(`route.${a.route}`)}`;
      case 'industryStep':
        return t('move.industryStep', { n: Number(a.marker) + 1 });
      case 'takeTile': {
        const low = G.locoPiles.findIndex((n) => n > 0) + 1;
        if (a.kind === 'loco') return t('move.takeLoco', { n: low });
        return a.from === 'pool' ? t('move.takeFactoryPool', { n: a.number }) : t('move.takeFactoryPile', { n: low });
      }
      case 'placeLoco':
      case 'relocate':
        if (a.toFactory) return t('move.toFactory');
        return `${t(`move.${l.move}`)} ${t(`route.${a.route}`)}${a.replace !== undefined ? ` (${t('ui.replace', { n: routeLoco(G, who, a.route as string, a.replace as number) })})` : ''}`;
      case 'placeFactory':
        return a.replaceSlot === undefined
          ? t('move.placeFactory')
          : t('move.replaceFactory', { n: Number(a.replaceSlot) + 1 });
      case 'chooseToken':
        return `${a.token}: ${t(`token.${a.token}`)}`;
      case 'chooseCard':
        return `${a.card}: ${t(`card.${a.card}`)}`;
      case 'c1Repeat':
        return `${t('move.c1Repeat')}: ${t(`c1.${a.effect}`)}`;
      case 'chooseReuse':
        return `${t('move.chooseReuse')} ${a.space}`;
      case 'chooseEndBonus':
        return a.choice === 'points' ? t('move.points') : t('move.look');
      case 'pickEndBonus':
        return `${t('move.pick')} ${a.card}: ${t(`endBonusCard.${a.card}`)}`;
      case 'skipItem':
        return `${t('move.skipItem')}: ${itemText(G.pending[a.index as number])}`;
      case 'skipAll':
        return t('move.skipAll');
      default:
        return l.move;
    }
  };
  const itemText = (x: Pending | undefined): string => {
    if (!x) return '';
    if (x.kind === 'steps')
      return (
        Object.entries(x.quota)
          .filter(([, n]) => n)
          .map(([k, n]) =>
            t('eff.steps', {
              n,
              color: k === 'any' ? t('eff.any') : k === 'blackOrGrey' ? t('eff.blackOrGrey') : t(`color.${k}`),
            }),
          )
          .join(', ') + (x.bonus ? ` (${t('ui.black')})` : '')
      );
    if (x.kind === 'industry') return t('eff.industry', { n: x.n });
    if (x.kind === 'takeTile') return t('eff.takeEither');
    if (x.kind === 'endBonus') return t('eff.endBonus');
    if (x.kind === 'chooseReuse') return t('eff.reuse');
    return t(`prompt.${x.kind}`, { n: 'number' in x ? x.number : '' });
  };
  const buttons = mine
    ? legal.filter(
        (l) => l.move !== 'place' && !(l.move === 'reuseTurnOrderWorker' && !(l.args[0] as { skip?: boolean }).skip),
      )
    : [];
  return (
    <div className="rr-prompt" role="status">
      <div>
        <b>{mine ? text : t('prompt.wait', { who: names[who] ?? who })}</b>
      </div>
      {G.pending.length > 0 && (
        <div>
          {t('ui.pending')}:{' '}
          {G.pending.map((x, i) => (
            <span key={i} className="rr-card" title={x.mandatory ? t('ui.mandatory') : t('ui.optional')}>
              {itemText(x)} {x.mandatory ? <Icon name="required" label={t('ui.mandatory')} color="#c62828" /> : '○'}
            </span>
          ))}
        </div>
      )}
      {buttons.length > 0 && (
        <div>
          {buttons.map((l, i) => (
            <button
              key={i}
              type="button"
              onClick={() => send(l.move, l.args[0] as Record<string, unknown> | undefined)}>
              {label(l)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function routeLoco(G: RRState, seat: string, route: string, idx: number): number {
  const p = G.players[seat];
  if (route === 'TS') return p.locos.TS[idx];
  return (p.locos[route as 'SP' | 'KV'] ?? 0) as number;
}
