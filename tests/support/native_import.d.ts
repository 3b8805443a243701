export declare const nativeImport: <T = any>(specifier: string) => Promise<T>
