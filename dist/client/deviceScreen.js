import { encodeQr, qrToTerminal } from './qrCode.js';
/**
 * The default presenter: prints the URL and the code on a line each to `write` (standard output), then a
 * QR code of the complete link, one line of it per `write`.
 * @example
 * new Client({ deviceScreen: printingDeviceScreen((line) => logger.info(line), { qrCode: false }) });
 */
export function printingDeviceScreen(write = (line) => process.stdout.write(`${line}\n`), options = {}) {
    return {
        open(screen) {
            write(`To sign in, open ${screen.verificationUri} on a phone or computer and enter the code ${screen.userCode}`);
            write(`(or open ${screen.verificationUriComplete}); the code expires in ${Math.round(screen.expiresIn / 60)} minutes.`);
            if (options.qrCode === false)
                return;
            const qr = terminalQr(screen.verificationUriComplete);
            if (qr !== undefined)
                for (const line of qr.split('\n'))
                    write(line);
        },
        close() { },
    };
}
/** The link's QR code for a terminal, or undefined when it does not fit one (over 213 bytes). */
function terminalQr(link) {
    try {
        return qrToTerminal(encodeQr(link));
    }
    catch {
        return undefined;
    }
}
