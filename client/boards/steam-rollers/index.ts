// Board entry of steam-rollers: the component and its i18n resources (namespace "steam-rollers").
import type { BoardEntry } from '../types';
import { Board } from './Board';
import { en } from './i18n.en';
import { ja } from './i18n.ja';

const entry: BoardEntry = { Board: Board as BoardEntry['Board'], i18n: { en, ja } };
export default entry;
