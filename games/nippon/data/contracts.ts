// Contract tiles, identical set for every player [spec §2.6] (contents [design], D10).
export interface ContractDef {
  id: string;
  req: number[];
  money: number;
  vp: number;
  income: number;
}

export const CONTRACTS: Record<string, ContractDef> = {
  K1: { id: 'K1', req: [1, 1], money: 2, vp: 0, income: 1 },
  K2: { id: 'K2', req: [2], money: 0, vp: 1, income: 1 },
  K3: { id: 'K3', req: [3], money: 4, vp: 0, income: 1 },
  K4: { id: 'K4', req: [2, 1], money: 0, vp: 2, income: 1 },
  K5: { id: 'K5', req: [1, 1, 1], money: 0, vp: 3, income: 1 },
  K6: { id: 'K6', req: [2, 2], money: 6, vp: 0, income: 2 },
  K7: { id: 'K7', req: [2, 1, 1], money: 0, vp: 4, income: 0 },
  K8: { id: 'K8', req: [3, 2], money: 0, vp: 5, income: 2 },
};
export const CONTRACT_IDS = Object.keys(CONTRACTS);
