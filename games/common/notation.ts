// Move notation in any UI language: a game keeps its English templates in a table
// (`notation.<key>` in its board's i18n resources uses the same keys) and formats through
// `formatter(EN, t)`. Without `t` (tests, logs, Node) the English templates are used.
import type { NotationT } from './module';

export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => (k in params ? String(params[k]) : `{{${k}}}`));
}

export function formatter(templates: Record<string, string>, t?: NotationT): NotationT {
  if (t) return t;
  return (key, params) => {
    // (English's singular form, as i18next picks it: `${key}_one` when the count is 1)
    const tpl = (params?.count === 1 ? templates[`${key}_one`] : undefined) ?? templates[key];
    return tpl === undefined ? key : interpolate(tpl, params);
  };
}
