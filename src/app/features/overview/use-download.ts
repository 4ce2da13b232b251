import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import type * as v from 'valibot';
import {
  type BalanceReportRequest,
  DOWNLOAD_MESSAGES,
  type DownloadStatus,
  downloadPollDelay,
  downloadState,
} from '../../../contract/analytics';
import { analyticsEndpoints } from '../../../contract/analytics-endpoints';
import { call, isApiError } from '../../lib/api-client';

export type DownloadPhase = 'idle' | 'starting' | 'fetching' | 'complete' | 'failed';

export interface DownloadDeps {
  start: (body: v.InferInput<typeof BalanceReportRequest>) => Promise<{ file: string }>;
  status: (file: string) => Promise<v.InferOutput<typeof DownloadStatus>>;
  /** The browser goes to the file's url (spec 1 §4). */
  go: (url: string) => void;
  wait: (ms: number) => Promise<void>;
  notify: { info: (m: string) => void; success: (m: string) => void; error: (m: string) => void };
}

const defaults: DownloadDeps = {
  start: (body) => call(analyticsEndpoints.balanceReport, { body }),
  status: (file) => call(analyticsEndpoints.downloadStatus, { params: { file } }),
  go: (url) => window.location.assign(url),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  notify: { info: (m) => toast(m), success: (m) => toast.success(m), error: (m) => toast.error(m) },
};

/**
 * The download flow of spec 1 §4: POST v2/transactions_balance_report, then poll
 * v2/downloads/{file}/status every 2 s (4 s past 10000 attempts): failed or no url is failed,
 * pending is fetching, downloading or url N/A polls again, otherwise the browser goes to the url.
 */
export function useDownload(overrides: Partial<DownloadDeps> = {}) {
  const deps = { ...defaults, ...overrides };
  const [phase, setPhase] = useState<DownloadPhase>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are fixed per mount (tests inject them once).
  const run = useCallback(async (body: v.InferInput<typeof BalanceReportRequest>): Promise<DownloadPhase> => {
    setPhase('starting');
    let file: string;
    try {
      file = (await deps.start(body)).file;
    } catch (error) {
      deps.notify.error(
        isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : DOWNLOAD_MESSAGES.failed,
      );
      setPhase('failed');
      return 'failed';
    }
    let told = false;
    for (let attempts = 1; alive.current; attempts++) {
      let state: ReturnType<typeof downloadState>;
      let url: string | null = null;
      try {
        const status = await deps.status(file);
        state = downloadState(status);
        url = status.url;
      } catch {
        state = 'failed';
      }
      if (state === 'failed') {
        deps.notify.error(DOWNLOAD_MESSAGES.failed);
        setPhase('failed');
        return 'failed';
      }
      if (state === 'complete' && url) {
        deps.notify.success(DOWNLOAD_MESSAGES.complete);
        setPhase('complete');
        deps.go(url);
        return 'complete';
      }
      if (state === 'fetching') {
        setPhase('fetching');
        if (!told) deps.notify.info(DOWNLOAD_MESSAGES.fetching);
        told = true;
      }
      await deps.wait(downloadPollDelay(attempts));
    }
    return 'idle';
  }, []);

  return { run, phase, isRunning: phase === 'starting' || phase === 'fetching' };
}
