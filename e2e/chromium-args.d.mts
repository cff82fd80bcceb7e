export declare const chromiumArgs: string[];
