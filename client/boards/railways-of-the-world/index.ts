// Board entry of railways-of-the-world: component + i18n resources + own-move words for hints.
import type { BoardEntry } from '../types';
import { Board } from './Board';
import { en } from './i18n.en';
import { ja } from './i18n.ja';
import { ownMoveText } from './own-move';

const entry: BoardEntry = { Board, i18n: { en, ja }, ownMoveText };
export default entry;
