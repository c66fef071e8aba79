export function inputsFingerprint(root: string): string;
export function isBuildCurrent(buildDir: string, fingerprint: string): boolean;
export function markBuilt(buildDir: string, fingerprint: string): void;
