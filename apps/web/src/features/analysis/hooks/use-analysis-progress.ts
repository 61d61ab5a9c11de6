import { useEffect, useState } from 'react';
import { nextProgress } from '@/features/analysis/utils/analysis-progress';

/** Progress shown while the analysis runs: ticks every second up to 99, 100 on success, back to 0 on error. */
export function useAnalysisProgress(status: 'idle' | 'pending' | 'success' | 'error') {
  const [running, setRunning] = useState(0);
  useEffect(() => {
    if (status !== 'pending') return undefined;
    let value = 0;
    const timer = window.setInterval(() => {
      value = nextProgress(value);
      setRunning(value);
    }, 1000);
    return () => {
      window.clearInterval(timer);
      setRunning(0);
    };
  }, [status]);
  if (status === 'success') return 100;
  return status === 'pending' ? running : 0;
}
