// Factory supply grouped by good: level, coal cost, storage, synergy [spec §8].
import { useTranslation } from 'react-i18next';
import { FACTORIES } from '../../../games/nippon/data/factories';
import { GOODS, type NipponState } from '../../../games/nippon/types';
import type { LegalMove } from '../../../games/common/module';
import { GOOD_FILL, HL, argOf, type Pick } from './ui';
import { Icon } from '../../icons';

export function SupplyView({ G, pick, choose }: { G: NipponState; pick: Pick; choose: (ms: LegalMove[]) => void }) {
  const { t } = useTranslation('nippon');
  return (
    <section className="nip-supply">
      <h3>{t('ui.supply')}</h3>
      <div className="nip-supply-groups">
        {GOODS.map((g) => (
          <div key={g} className="nip-supply-group">
            <div className="nip-good-name">{t(`good.${g}`)}</div>
            {Object.values(FACTORIES)
              .filter((f) => f.good === g)
              .map((f) => {
                const inSupply = G.factorySupply.includes(f.id);
                const ms = pick((m) => m.move === 'buildFactory' && argOf(m).factoryId === f.id);
                return (
                  <button
                    key={f.id}
                    type="button"
                    className="nip-fac"
                    disabled={!ms.length}
                    onClick={() => choose(ms)}
                    style={{
                      background: inSupply ? GOOD_FILL[g] : '#ddd',
                      opacity: inSupply ? 1 : 0.45,
                      outline: ms.length ? `3px solid ${HL}` : undefined,
                    }}
                    title={`${f.id} — ${t(`good.${g}`)}, ${t('ui.level', { n: f.level })}, ${t('ui.coalCost', { n: f.coal })}, ${t('ui.storage', { n: f.storage })}\n${t(`synergy.${f.id}`)}`}>
                    <b>#{f.id.slice(-1)}</b> L{f.level} · {f.coal}
                    <Icon name="coal" label={t('ui.coalCost', { n: f.coal })} /> · {f.storage}□
                    <span className="nip-syn">{t(`synergy.${f.id}`)}</span>
                  </button>
                );
              })}
          </div>
        ))}
      </div>
    </section>
  );
}
