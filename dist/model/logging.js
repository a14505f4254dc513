/**
 * How severe a log line is, as the C++ library's `LoggingSeverity`. A sink receives the lines at or above
 * its minimum; `None` as a minimum receives nothing.
 */
export const LoggingSeverity = {
    Verbose: 1,
    Info: 2,
    Warning: 3,
    Error: 4,
    None: 5,
};
