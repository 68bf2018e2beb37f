type Env = Partial<Record<string, string | undefined>>;

export declare function deployEnv(env: Env): "preview" | "production";
export declare function buildCommit(env: Env): string;
export declare function commitDate(): string;
