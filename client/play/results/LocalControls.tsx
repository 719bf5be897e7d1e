// Resign and Undo at a local table (client/play/results/local-actions.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameModule } from '../../../games/common/module';
import type { LocalTable } from '../../store';
import type { BgioClient } from '../use-client';
import { localResign, localUndo, undoOffered } from './local-actions';
import { ResignButton } from './ResignButton';
import './results.css';

export function LocalControls({
  mod,
  client,
  table,
  seat,
  onChange,
}: {
  mod: GameModule;
  client: BgioClient | null;
  table: LocalTable;
  seat: string;
  onChange: (table: LocalTable) => void;
}) {
  const { t } = useTranslation('results');
  const [note, setNote] = useState<string | null>(null);
  const seats = table.seats.map((_, i) => String(i));
  const others = seats.filter((s) => s !== seat && !Object.hasOwn(table.out ?? {}, s));
  const ask =
    others.length === 1 ? t('resignAskLocal2', { name: table.seats[Number(others[0])].name }) : t('resignAskLocal');
  const undo = () => {
    try {
      const plan = localUndo(mod, client, table.matchID, seat);
      if (plan.ok) {
        setNote(null);
        onChange(table);
      } else
        setNote(
          plan.reason === 'hidden' ? t('undoHidden', { move: plan.notation ?? plan.move ?? '' }) : t('undoNothing'),
        );
    } catch (e) {
      setNote(t('undoFailed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };
  return (
    <div className="play-actions" data-testid="local-controls">
      {undoOffered(table) ? (
        <button type="button" className="button" title={t('undoHelp')} onClick={undo}>
          {t('undo')}
        </button>
      ) : null}{' '}
      <ResignButton ask={ask} onResign={() => onChange(localResign(mod, client, table, seat))} />
      {note ? (
        <p className="muted" role="status" data-testid="undo-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
