export { Icon, type IconProps } from './Icon';
export { ICON_NAMES, type IconName } from './shapes';
export { ICON_LABELS, iconLabel } from './labels';
