import { marked } from 'marked';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameInfo } from '../catalog';
import { href } from '../router';

// Player-facing rules written for each board: client/boards/<id>/rules.<lang>.md
const RULES = import.meta.glob('../boards/*/rules.*.md', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

export function RulesPage({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation('app');
  const mod = gameInfo(gameId);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const lang = i18n.language.startsWith('ja') ? 'ja' : 'en';
    const load = RULES[`../boards/${gameId}/rules.${lang}.md`] ?? RULES[`../boards/${gameId}/rules.en.md`];
    if (!load) return setHtml('');
    let live = true;
    load().then((md) => live && setHtml(marked.parse(md, { async: false }) as string));
    return () => {
      live = false;
    };
  }, [gameId, i18n.language]);
  if (!mod) return <p>{t('play.unknownGame', { id: gameId })}</p>;
  return (
    <article className="rules">
      <p>
        <a href={href()}>← {t('rules.back')}</a> · <a href={href('new', gameId)}>{t('home.newTable')}</a> ·{' '}
        <a href={href('leaderboard', gameId)}>{t('home.leaderboard')}</a>
      </p>
      <h1>{t('rules.title', { game: t(`${gameId}:title`, { defaultValue: mod.title }) })}</h1>
      {html === null ? (
        <p>{t('home.loading')}</p>
      ) : html === '' ? (
        <p>{t('rules.missing')}</p>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </article>
  );
}
