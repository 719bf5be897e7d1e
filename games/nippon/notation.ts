// Short English notation per move for the log [codebase rule 8].
type A = Record<string, unknown> | undefined;

export function notation(move: string, arg: A, playerID: string): string {
  const who = `P${Number(playerID) + 1}`;
  const a = arg ?? {};
  switch (move) {
    case 'takeWorker': return `${who} takes a ${a.color} worker from slot ${Number(a.slot) + 1}: ${a.action}`;
    case 'consolidate': return `${who} consolidates`;
    case 'convertBlueprints': return `${who} converts 3 blueprints: ${a.track} +1`;
    case 'endMyTurn': return `${who} ends the turn`;
    case 'buildFactory': return `${who} builds ${a.factoryId}`;
    case 'mechanizeOnce': return `${who} mechanizes ${a.target}`;
    case 'freeMechanize': return `${who} mechanizes ${a.target} (free)`;
    case 'produceAt': return `${who} produces at ${a.factoryId}`;
    case 'raiseKnowledge': return `${who} raises knowledge ${a.steps}`;
    case 'raiseCoal': return `${who} raises coal ${a.steps}`;
    case 'buildTrain': return `${who} builds a train in ${a.region}`;
    case 'buildShip': return `${who} builds a ship in ${a.region}`;
    case 'placeFreeTrain': return `${who} places a free train in ${a.region}`;
    case 'placeFreeShip': return `${who} places a free ship in ${a.region}`;
    case 'fulfillContract': return `${who} fulfils ${a.contractId} with ${(a.goods as string[] | undefined)?.join('+')}`;
    case 'placeInfluence':
      return `${who} places influence ${a.value} in ${a.cityId}/${a.slot} (${a.spend} goods)${a.remove !== undefined ? `, removing slot ${a.remove}` : ''}`;
    case 'finishAction': return `${who} finishes the action`;
    case 'skipBonus': return `${who} skips the bonus`;
    case 'takeReward': return `${who} takes reward x${a.column} (${a.bonus})`;
    case 'placeReward': return `${who} places the multiplier on ${a.space}`;
    default: return `${who} ${move}`;
  }
}
