export type ChunkSizes = Record<string, number>;
export interface Budget {
  targetKb: Record<string, number>;
  routes: Record<string, { ceilingKb: number; ceilingScripts?: number; totalKb: number; chunks: ChunkSizes }>;
}
export declare const budgetFile: string;
export declare function chunkName(pathname: string): string;
export declare function readBudget(file?: string): Budget;
export declare function overBudget(budget: Budget, measured: Record<string, ChunkSizes>): string[];
export declare function recordBudget(budget: Budget, measured: Record<string, ChunkSizes>): Budget;
export declare function writeBudget(budget: Budget, file?: string): void;
