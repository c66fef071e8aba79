export function trustProxySetting(value: string): boolean | number | string;
