export declare const LIVE_EVENT: string;
