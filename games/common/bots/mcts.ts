// MCTSBot (boardgame.io/ai) subclassed into a usable opponent for long point-race games:
// - playouts are cut off after a few plies and scored with GameModule.evaluate, as per-seat
//   rewards (max^n: a node is credited with the reward of the seat that moved into it), or as a
//   sampled winner for the stock backpropagation (`reward: 'winner'`); never `objectives`, which
//   0.50.2 credits to every seat;
// - progressive bias: a child's own heuristic value guides UCT while it has few visits (root
//   children: the caller's prior, e.g. the one-ply greedy value; the root may be pruned to them);
// - moves the reducer refuses are dropped instead of becoming dead children;
// - the search is resumable in slices (cooperative yielding, cancellation, optional time cap
//   through an injected clock: nothing here reads the wall clock by itself);
// - optional playouts on the game's pure kernel (./kernel.ts).
// The search state it receives is already determinized (./state.ts): the bot never sees what
// its seat cannot see.
import type { PlayerID, State } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';
import type { GameModule, LegalMove } from '../module';
import { hashString, seededRandom } from '../rng';
import { kernelLead, type BotKernel } from './kernel';
import type { SearchBudget } from './levels';
import { completedTurn, leadOf } from './greedy';
import { gameoverValues, heuristicValues, seatsOf, type Values } from './reward';
import { actingSeats, actionKey, botGame, botReducer, refused, type Reducer } from './state';

export interface SearchNode {
  state: State;
  parent?: SearchNode;
  parentAction?: { type: 'MAKE_MOVE'; payload: { type: string; args: any[]; playerID: PlayerID } };
  actions: any[];
  objectives: any;
  children: SearchNode[];
  visits: number;
  value: number;
  /** Heuristic reward vector of this node's state (computed at expansion). */
  hv?: Values;
}

interface PlayoutResult {
  winner?: PlayerID;
  draw?: boolean;
  values?: Values;
}

/** MCTSBot's runtime members that TypeScript declares private. */
interface MCTSBotRuntime {
  reducer: Reducer;
  iterationCounter: number;
  enumerate(G: any, ctx: any, playerID: PlayerID): any[];
  random(arg?: number): number;
  createNode(o: { state: State; parentAction?: any; parent?: SearchNode; playerID?: PlayerID }): SearchNode;
  select(node: SearchNode): SearchNode;
  expand(node: SearchNode): SearchNode;
  playout(node: SearchNode): any;
  backpropagate(node: SearchNode, result?: any): void;
  play(state: State, playerID: PlayerID): Promise<{ action: any; metadata: any }>;
  getOpt(key: string): any;
  setOpt(key: string, value: any): void;
}
const MCTSBase = MCTSBot as unknown as new (opts: any) => MCTSBotRuntime;

export interface SearchControl {
  /** Stop after this many iterations (the deterministic budget). */
  iterations: number;
  /** Optional clock (ms) and deadline: the search stops early when now() >= deadline. */
  now?: () => number;
  deadline?: number;
  /** Cooperative yielding: awaited every `yieldEvery` iterations (or whenever now() has moved
   *  `yieldMs` since the last yield, when a clock is given). */
  yieldFn?: () => Promise<void>;
  yieldEvery?: number;
  yieldMs?: number;
  /** Checked at every yield; throw to abort. */
  checkAbort?: () => void;
  /** Root moves to search (actionKey → prior reward of the mover, used as the root child's
   *  progressive-bias value); moves not listed are not searched. Default: every legal move. */
  root?: Map<string, number>;
}

export class RoundhouseMCTSBot extends MCTSBase {
  readonly mod: GameModule;
  readonly budget: SearchBudget;
  readonly scale: number;
  readonly kernel?: BotKernel;
  private readonly playRand: () => number;
  /** Iterations actually run by the last search. */
  iterationsRun = 0;
  private rootPrior?: Map<string, number>;

  constructor(opts: { mod: GameModule; seed: string; budget: SearchBudget; scale: number; kernel?: BotKernel }) {
    super({
      game: botGame(opts.mod),
      enumerate: (G: any, ctx: any, playerID: PlayerID) => opts.mod.legalMoves(G, ctx, playerID),
      seed: opts.seed,
      iterations: opts.budget.iterations,
      playoutDepth: opts.budget.playoutDepth,
    });
    this.mod = opts.mod;
    this.budget = opts.budget;
    this.scale = opts.scale;
    this.kernel = opts.kernel;
    this.reducer = botReducer(opts.mod);
    this.playRand = seededRandom(hashString(opts.seed + ':playout'));
  }

  private valuesOf(state: State): Values {
    const seats = seatsOf(state.ctx);
    if (state.ctx.gameover !== undefined) return gameoverValues(state.ctx.gameover, seats);
    const evals: Values = {};
    for (const s of seats) evals[s] = this.mod.evaluate(state.G, state.ctx, s);
    return heuristicValues(evals, this.scale);
  }

  override select(node: SearchNode): SearchNode {
    const { exploration: c, bias } = this.budget;
    for (;;) {
      if (node.actions.length > 0 || node.children.length === 0) return node;
      const lnN = Math.log(node.visits);
      let sel = node.children[0];
      let best = -Infinity;
      for (const child of node.children) {
        const n = child.visits + Number.EPSILON;
        const mover = child.parentAction!.payload.playerID;
        const h = bias && child.hv ? (bias * (child.hv[mover] ?? 0)) / (1 + child.visits) : 0;
        const uct = child.value / n + c * Math.sqrt(lnN / n) + h;
        if (uct > best) {
          best = uct;
          sel = child;
        }
      }
      node = sel;
    }
  }

  /** Nodes whose actions were narrowed to their best `nodeWidth` (budget.nodeWidth). */
  private readonly ranked = new WeakSet<SearchNode>();

  /** Keep a non-root node's `nodeWidth` best actions by the mover's lead one move on, best first
   *  (on the kernel when there is one: one apply and evaluation per legal move). Without it a wide
   *  node (a Railways of the World reply: 200+ builds) is never fully expanded, every visit adds
   *  a random reply, and its value is the mean over random replies, not the reply a player picks. */
  private narrow(node: SearchNode): void {
    const width = this.budget.nodeWidth ?? 0;
    if (width <= 0 || !node.parent || this.ranked.has(node)) return;
    this.ranked.add(node);
    if (node.actions.length <= width) return;
    const st = node.state;
    const base = this.kernel?.fromState(st.G, st.ctx);
    const rate = (a: any): number => {
      const seat = a.payload.playerID;
      if (this.kernel) {
        const s = this.kernel.clone(base);
        try {
          this.kernel.apply(s, seat, { move: a.payload.type, args: a.payload.args }, seededRandom(7));
        } catch {
          return -Infinity;
        }
        return kernelLead(this.kernel, s, seat, this.kernel.seats(s));
      }
      const next = this.reducer(st, a);
      return refused(st, next) ? -Infinity : leadOf(this.mod, next, seat);
    };
    const rated = node.actions.map((a, i) => ({ a, v: rate(a), i }));
    rated.sort((x, y) => y.v - x.v || x.i - y.i);
    // expand() takes actions from the end: keep the best last
    node.actions = rated
      .slice(0, width)
      .reverse()
      .map((r) => r.a);
  }

  override expand(node: SearchNode): SearchNode {
    this.narrow(node);
    const ordered = this.ranked.has(node);
    while (node.actions.length > 0 && node.state.ctx.gameover === undefined) {
      const id = ordered ? node.actions.length - 1 : this.random(node.actions.length);
      const action = node.actions[id];
      node.actions.splice(id, 1);
      let childState = this.reducer(node.state, action);
      if (refused(node.state, childState)) continue; // not legal after all: drop it
      if (this.budget.turnSteps > 0) {
        childState = completedTurn(
          this.mod,
          this.reducer,
          childState,
          action.payload.playerID,
          this.budget.turnSteps,
          this.kernel,
        );
      }
      const child = this.createNode({ state: childState, parentAction: action, parent: node });
      child.hv = this.valuesOf(childState);
      if (!node.parent && this.rootPrior) {
        const prior = this.rootPrior.get(actionKey(action.payload.type, action.payload.args));
        if (prior !== undefined) child.hv = { ...child.hv, [action.payload.playerID]: prior };
      }
      node.children.push(child);
      return child;
    }
    return node;
  }

  override playout(node: SearchNode): PlayoutResult {
    const depth = this.kernel ? (this.budget.kernelDepth ?? this.budget.playoutDepth) : this.budget.playoutDepth;
    let values: Values;
    if (node.state.ctx.gameover !== undefined || depth <= 0) {
      values = node.hv ?? this.valuesOf(node.state);
    } else if (this.kernel) {
      values = this.kernelPlayout(node.state, depth);
    } else {
      values = this.valuesOf(this.reducerPlayout(node.state, depth));
    }
    if (this.budget.reward === 'values') return { values };
    return { winner: this.sampleWinner(values) };
  }

  private reducerPlayout(state: State, depth: number): State {
    for (let i = 0; i < depth && state.ctx.gameover === undefined; i++) {
      let next: State | undefined;
      for (const seat of actingSeats(state.ctx)) {
        const legal = this.mod.legalMoves(state.G, state.ctx, seat);
        const moves =
          this.mod.playoutMoves && legal.length > 1
            ? this.mod.playoutMoves(state.G, state.ctx, seat, legal).slice()
            : legal;
        for (let tries = 0; tries < 3 && moves.length > 0 && !next; tries++) {
          const j = Math.floor(this.playRand() * moves.length);
          const m = moves[j];
          const n = this.reducer(state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: seat } });
          if (refused(state, n)) moves.splice(j, 1);
          else next = n;
        }
        if (next) break;
      }
      if (!next) break;
      state = next;
    }
    return state;
  }

  private kernelPlayout(state: State, depth: number): Values {
    const k = this.kernel!;
    const s = k.fromState(state.G, state.ctx);
    const rand = this.playRand;
    const seats = k.seats(s);
    for (let i = 0; i < depth; i++) {
      const seat = k.toMove(s);
      if (seat === null) break;
      const legal = k.legalMoves(s, seat);
      if (!legal.length) break;
      const moves = k.playoutMoves && legal.length > 1 ? k.playoutMoves(s, seat, legal) : legal;
      let pick: LegalMove;
      if (this.budget.rollout === 'epsilon-greedy' && moves.length > 1 && rand() >= this.budget.epsilon) {
        let best = -Infinity;
        pick = moves[0];
        for (const m of moves) {
          const c = k.clone(s);
          k.apply(c, seat, m, seededRandom(hashString(String(i))));
          const v = kernelLead(k, c, seat, seats);
          if (v > best) {
            best = v;
            pick = m;
          }
        }
      } else pick = moves[Math.floor(rand() * moves.length)];
      k.apply(s, seat, pick, rand);
    }
    const winners = k.winners(s);
    if (winners) {
      const out: Values = {};
      for (const seat of seats) out[seat] = winners.includes(seat) ? 1 / winners.length : 0;
      return out;
    }
    const evals: Values = {};
    for (const seat of seats) evals[seat] = k.evaluate(s, seat);
    return heuristicValues(evals, this.scale);
  }

  private sampleWinner(values: Values): PlayerID | undefined {
    const seats = Object.keys(values);
    const total = seats.reduce((a, s) => a + values[s], 0);
    let r = this.playRand() * total;
    for (const s of seats) {
      r -= values[s];
      if (r <= 0) return s;
    }
    return seats[seats.length - 1];
  }

  override backpropagate(node: SearchNode, result: PlayoutResult = {}): void {
    for (let n: SearchNode | undefined = node; n; n = n.parent) {
      n.visits++;
      if (!n.parentAction) continue;
      const mover = n.parentAction.payload.playerID;
      if (result.values) n.value += result.values[mover] ?? 0;
      else if (result.draw) n.value += 0.5;
      else if (result.winner === mover) n.value += 1;
    }
  }

  /** Run the search from a complete (determinized) state; returns the root. */
  async search(state: State, playerID: PlayerID, control: SearchControl): Promise<SearchNode> {
    const root = this.createNode({ state, playerID });
    if (control.root) {
      const allowed = control.root;
      root.actions = root.actions.filter((a) => allowed.has(actionKey(a.payload.type, a.payload.args)));
    }
    this.rootPrior = control.root;
    const { now, deadline, yieldFn, checkAbort } = control;
    const yieldEvery = control.yieldEvery ?? 64;
    const yieldMs = control.yieldMs ?? 20;
    let lastYield = now ? now() : 0;
    this.iterationCounter = 0;
    while (this.iterationCounter < control.iterations) {
      const leaf = this.select(root);
      const child = this.expand(leaf);
      const result = this.playout(child);
      this.backpropagate(child, result);
      this.iterationCounter++;
      if (root.actions.length === 0 && root.children.length === 0) break; // nothing playable
      if (now) {
        const t = now();
        if (deadline !== undefined && t >= deadline) break;
        if (yieldFn && t - lastYield >= yieldMs) {
          await yieldFn();
          checkAbort?.();
          lastYield = now();
        }
      } else if (!now && yieldFn && this.iterationCounter % yieldEvery === 0) {
        await yieldFn();
        checkAbort?.();
      }
    }
    this.iterationsRun = this.iterationCounter;
    return root;
  }

  /** Stock Bot API: most visited root action. */
  override async play(state: State, playerID: PlayerID) {
    const root = await this.search(state, playerID, { iterations: this.budget.iterations });
    let sel: SearchNode | undefined;
    for (const c of root.children) if (!sel || c.visits > sel.visits) sel = c;
    return { action: sel?.parentAction as any, metadata: root };
  }
}
