export declare function ensureDebianPackage(name: string, path: string, variable: string): void;
