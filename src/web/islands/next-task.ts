// Lets the browser paint and handle input before the caller goes on: work split across tasks at these points
// never adds up to one long task.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
