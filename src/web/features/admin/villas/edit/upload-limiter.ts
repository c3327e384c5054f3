// At most `limit` uploads at once (issue 21: two): a phone's uplink is shared by every photo chosen, and two at a
// time keep it busy without each of ten photos crawling. Tasks start in the order they were given.
export type Limited = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(limit: number): Limited {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}
