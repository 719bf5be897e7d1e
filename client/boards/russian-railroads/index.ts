// Board entry of Russian Railroads (component + i18n namespace + own-move words for hints).
import type { BoardEntry } from '../types';
import { Board } from './Board';
import { en } from './i18n.en';
import { ja } from './i18n.ja';
import { ownMoveText } from './own-move';

const entry: BoardEntry = { Board: Board as BoardEntry['Board'], i18n: { en, ja }, ownMoveText };
export default entry;
