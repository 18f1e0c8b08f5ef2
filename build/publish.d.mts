export declare function isHashed(path: string): boolean;
export declare function newBuildId(now?: number): string;
export declare function servedBuildId(): string | undefined;
export declare function carryOver(fromSite: string, toId: string, skip?: string[]): string[];
export declare function writeAtomically(file: string, data: string | Buffer): void;
export declare function swapIn(id: string): string | undefined;
export declare function prune(keepFrom: string, keep: (string | undefined)[]): string[];
export declare function publish(id: string): string | undefined;
