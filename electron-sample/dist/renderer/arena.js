/**
 * The arena behind the panels: a few ships drifting through a star field, and the player's ship, steered
 * with the arrow keys. It is only there to be a game loop: each frame also tells the main process to run
 * the SDK's callbacks, the C++ library's way.
 */
const ARROWS = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
};
export class Arena {
    #canvas;
    #context;
    #drones = [];
    #player = { x: 0.3, y: 0.5, vx: 0, vy: 0, hue: 48 };
    #held = new Set();
    #last = 0;
    constructor(canvas) {
        this.#canvas = canvas;
        const context = canvas.getContext('2d');
        if (context === null)
            throw new Error('the arena needs a 2D canvas');
        this.#context = context;
        for (let i = 0; i < 6; i++) {
            this.#drones.push({
                x: (i * 0.37) % 1,
                y: (i * 0.61) % 1,
                vx: 0.05 + i * 0.012,
                vy: 0.03 - i * 0.011,
                hue: 200 + i * 25,
            });
        }
        // Arrow keys steer only when no text field has focus, so typing in the chat never moves the ship.
        addEventListener('keydown', (event) => {
            if (event.key in ARROWS && !(event.target instanceof HTMLInputElement)) {
                this.#held.add(event.key);
                event.preventDefault();
            }
        });
        addEventListener('keyup', (event) => this.#held.delete(event.key));
    }
    /** Starts the loop; `onFrame` runs once per frame (the SDK's `RunCallbacks` through the bridge). */
    start(onFrame) {
        const step = (now) => {
            const dt = Math.min(0.05, this.#last === 0 ? 0 : (now - this.#last) / 1000);
            this.#last = now;
            this.#update(dt);
            this.#draw();
            onFrame();
            requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
    }
    #update(dt) {
        for (const drone of this.#drones) {
            drone.x = (drone.x + drone.vx * dt + 1) % 1;
            drone.y = (drone.y + drone.vy * dt + 1) % 1;
        }
        let [dx, dy] = [0, 0];
        for (const key of this.#held) {
            const [x, y] = ARROWS[key] ?? [0, 0];
            dx += x;
            dy += y;
        }
        this.#player.x = Math.min(0.98, Math.max(0.02, this.#player.x + dx * 0.35 * dt));
        this.#player.y = Math.min(0.96, Math.max(0.04, this.#player.y + dy * 0.35 * dt));
    }
    #draw() {
        const canvas = this.#canvas;
        const { clientWidth: width, clientHeight: height } = canvas;
        if (canvas.width !== width || canvas.height !== height) {
            canvas.width = width;
            canvas.height = height;
        }
        const g = this.#context;
        const sky = g.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, '#151a36');
        sky.addColorStop(1, '#06070f');
        g.fillStyle = sky;
        g.fillRect(0, 0, width, height);
        g.fillStyle = '#ffffff55';
        for (let i = 0; i < 80; i++)
            g.fillRect((i * 137.5) % width, (i * 89.3 + this.#last / 60) % height, 2, 2);
        for (const drone of this.#drones)
            this.#ship(drone.x * width, drone.y * height, drone.hue, 12);
        this.#ship(this.#player.x * width, this.#player.y * height, this.#player.hue, 18);
    }
    #ship(x, y, hue, size) {
        const g = this.#context;
        g.fillStyle = `hsl(${hue} 85% 62%)`;
        g.beginPath();
        g.moveTo(x + size, y);
        g.lineTo(x - size * 0.7, y - size * 0.6);
        g.lineTo(x - size * 0.4, y);
        g.lineTo(x - size * 0.7, y + size * 0.6);
        g.closePath();
        g.fill();
    }
}
//# sourceMappingURL=arena.js.map