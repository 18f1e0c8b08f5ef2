export declare const distDir: string;
export declare const buildsDir: string;
export declare const webRoot: string;
export declare const widgetsDir: string;
export declare const infoFile: string;
export declare function buildDir(id: string): string;
export declare function buildWebRoot(id: string): string;
