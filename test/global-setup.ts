// Replaced by the fixture generator's set-up (issue 3): generates every fixture once per test run.
export default async function setup(): Promise<void> {}
