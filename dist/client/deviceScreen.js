/**
 * The default presenter: prints the URL and the code on a line each to `write` (standard output).
 * @example
 * new Client({ deviceScreen: printingDeviceScreen((line) => logger.info(line)) });
 */
export function printingDeviceScreen(write = (line) => process.stdout.write(`${line}\n`)) {
    return {
        open(screen) {
            write(`To sign in, open ${screen.verificationUri} on a phone or computer and enter the code ${screen.userCode}`);
            write(`(or open ${screen.verificationUriComplete}); the code expires in ${Math.round(screen.expiresIn / 60)} minutes.`);
        },
        close() { },
    };
}
