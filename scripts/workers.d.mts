export function workerCount(value: string | undefined, cores?: number): number;
export function restartDelay(recentCrashes: number): number;
export function superviseWorkers(options: { count: number; port: number; log?: Pick<Console, "log" | "error"> }): void;
