/** Whether the service can be reached, app-wide: one banner in the renderer instead of one per card. */
export interface ConnectivityState {
  online: boolean;
  /** Epoch ms of the first failed connection; null while online. */
  offlineSince: number | null;
  /** Epoch ms of the next automatic probe; null while online or while a probe runs. */
  nextProbeAt: number | null;
  /** What failed, for the banner's detail ("could not connect", "no answer within 15 s"). */
  reason: string | null;
}
