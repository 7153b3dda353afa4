export interface Cluster {
  url: string;
  port: number;
  start(): void;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  remove(): void;
}
export declare function startCluster(o?: { maxConnections?: number }): Promise<Cluster>;
