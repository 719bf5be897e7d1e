// One icon of the shared set (client/icons/shapes.tsx), drawn in SVG so it never depends on the
// reader's fonts. Every icon is an image with a name for screen readers (`label`, also shown as
// a tooltip). In HTML it is sized like a letter (1em); inside a board's SVG give x, y and size.
import { useTranslation } from 'react-i18next';
import { iconLabel } from './labels';
import { ICON_SHAPES, type IconName } from './shapes';

export interface IconProps {
  name: IconName;
  /** The accessible name (and tooltip), in the UI language; by default the icon's own name
   *  (client/icons/labels.ts). */
  label?: string;
  /** Inside an SVG drawing: the top-left corner and the side length in user units. */
  x?: number;
  y?: number;
  size?: number;
  color?: string;
  className?: string;
  /** Next to text that already says the same (a button's own label): hidden from screen readers,
   *  so the name is not read twice. */
  decorative?: boolean;
}

export function Icon({ name, label: given, x, y, size, color, className, decorative }: IconProps) {
  const { i18n } = useTranslation();
  const label = given ?? iconLabel(name, i18n.resolvedLanguage ?? i18n.language);
  const inSvg = x !== undefined || y !== undefined;
  return (
    <svg
      className={`rh-icon${className ? ` ${className}` : ''}`}
      data-icon={name}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      viewBox="0 0 24 24"
      focusable="false"
      x={x}
      y={y}
      width={size ?? '1em'}
      height={size ?? '1em'}
      // Inline sizes win over a board's own `svg { width: … }` rules.
      style={
        inSvg
          ? { color, pointerEvents: 'none' }
          : {
              color,
              width: '1em',
              height: '1em',
              minWidth: 0,
              verticalAlign: '-0.15em',
              flex: 'none',
              display: 'inline-block',
            }
      }>
      {decorative ? null : <title>{label}</title>}
      {ICON_SHAPES[name]}
    </svg>
  );
}

export type { IconName };
