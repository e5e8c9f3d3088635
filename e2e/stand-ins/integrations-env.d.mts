export declare const STAND_IN_PORT: number;
export declare const STAND_IN: string;
export declare const INTEGRATIONS_PORT: number;
export declare const integrationsEnv: Record<string, string>;
