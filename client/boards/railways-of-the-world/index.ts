// Board entry of railways-of-the-world: component + i18n resources.
import type { BoardEntry } from '../types';
import { Board } from './Board';
import { en } from './i18n.en';
import { ja } from './i18n.ja';

const entry: BoardEntry = { Board, i18n: { en, ja } };
export default entry;
