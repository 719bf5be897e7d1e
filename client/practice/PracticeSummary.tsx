// The profile's practice against bots: per game, the local games against bots the player finished
// while signed in (server/practice/), apart from the ratings: they are never rated.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceApi, type PracticeRecord } from './api';

export function PracticeSummary({ name, titleOf }: { name: string; titleOf: (gameId: string) => string }) {
  const { t, ready } = useTranslation('practice', { useSuspense: false });
  const [rec, setRec] = useState<PracticeRecord | null>(null);
  useEffect(() => {
    let live = true;
    setRec(null);
    practiceApi.of(name).then(
      (r) => live && setRec(r),
      () => undefined, // the profile shows without it
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (!rec || !ready) return null;
  const games = Object.keys(rec.games);
  return (
    <section className="practice" data-testid="profile-practice" aria-labelledby="practice-title">
      <h2 id="practice-title">{t('title')}</h2>
      {games.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {games.map((g) => (
            <li key={g} data-game={g}>
              {titleOf(g)}: {t('line', { count: rec.games[g].games, wins: rec.games[g].wins })}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('unrated')}</p>
    </section>
  );
}

/** Said on the end screen of a local game that was just counted as practice. */
export function PracticeCountedNote() {
  const { t, ready } = useTranslation('practice', { useSuspense: false });
  return ready ? (
    <span className="muted" role="status" data-testid="practice-counted">
      {t('counted')}
    </span>
  ) : null;
}
