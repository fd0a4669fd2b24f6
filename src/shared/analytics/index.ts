// Returns, lots, allocation, benchmarks and the credit budget: pure functions over the app's domain data, with no
// I/O, for main and the renderer alike.
export * from './time';
export * from './value-lookup';
export * from './twr';
export * from './xirr';
export * from './mwr';
export * from './period-table';
export * from './benchmarks';
export * from './lots';
export * from './lots-report';
export * from './home';
export * from './credit-budget';
export * from './since-day';
