/** A TCP proxy on a loopback port that the test can stop (dropping every connection) and restart. */
import net from 'node:net'

import { freePort } from './server'

export interface TcpProxy {
  port: number
  start(): Promise<void>
  stop(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  }
  const proxy: TcpProxy = {
    port,
    async start() {
      if (server) return
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost)
        track(client)
        track(upstream)
        client.pipe(upstream).pipe(client)
        const end = () => {
          client.destroy()
          upstream.destroy()
        }
        client.on('error', end)
        upstream.on('error', end)
        client.on('close', end)
        upstream.on('close', end)
      })
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(port, '127.0.0.1', resolve)
      })
    },
    async stop() {
      const current = server
      server = null
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
    },
    close: () => proxy.stop(),
  }
  await proxy.start()
  return proxy
}
