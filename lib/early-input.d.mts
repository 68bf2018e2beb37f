export declare const EARLY_INPUT_SCRIPT: string;
