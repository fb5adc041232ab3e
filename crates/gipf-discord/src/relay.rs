//! The gateway through a relay on a loopback port: serenity connects every shard here, the
//! relay connects on to Discord and passes the frames both ways, and it reads the close
//! codes that Discord ends a connection with.
//!
//! Why: serenity 0.12 reports only three of the closes that no retry cures, and only through
//! `Client::start_*` (4004, 4013, 4014: `ShardRunner::recv_event` hands them to
//! `ShardManager::return_with_value`, and the other shards keep running). It logs 4010 and
//! 4011 and identifies again every 40 s or so, forever, reading the ended connection without
//! yielding meanwhile; 4012 it takes for an ordinary drop. A bot with a wrong shard range
//! would so retry in silence. The relay reports those closes instead of passing them on, and
//! when the adapter stops it cuts the gateway at once, so that no shard serenity still runs
//! identifies again.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tokio_tungstenite::tungstenite::Message;

/// How long closing one relayed connection may take (Discord answering the close frame).
const CLOSE_WITHIN: std::time::Duration = std::time::Duration::from_secs(1);

/// Discord closed a shard's connection with a code that no retry cures.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Refusal {
    /// The shard and total of the connection's IDENTIFY (`None`: a resumed session).
    pub shard: Option<(u32, u32)>,
    /// The close code.
    pub code: u16,
}

impl Refusal {
    /// What the code means, as Discord documents it.
    pub fn meaning(&self) -> &'static str {
        match self.code {
            4004 => "authentication failed",
            4010 => "invalid shard",
            4011 => "sharding required",
            4012 => "invalid API version",
            4013 => "invalid intents",
            4014 => "disallowed intents",
            _ => "closed",
        }
    }

    /// What the operator has to change.
    pub fn fix(&self) -> &'static str {
        match self.code {
            4004 => "set a valid bot token in discord.token (or GIPFBOT_DISCORD__TOKEN)",
            4010 => "give discord.shards a range inside its total, the same total in every process",
            4011 => "raise the total of discord.shards (Discord wants one shard per 2,500 servers at most), or set 0",
            4012 => "upgrade gipfbot: Discord no longer speaks its gateway version",
            4013 | 4014 => "upgrade gipfbot, or allow the intents for the application in Discord's developer portal",
            _ => "see Discord's gateway close codes",
        }
    }
}

/// Whether Discord closes with this code for good: the same IDENTIFY would be refused again.
pub fn is_for_good(code: u16) -> bool {
    matches!(code, 4004 | 4010..=4014)
}

/// A running relay. Dropping it cuts every relayed connection and refuses new ones.
pub(crate) struct Relay {
    url: String,
    refusals: mpsc::UnboundedReceiver<Refusal>,
    stop: watch::Sender<bool>,
    live: Live,
}

/// The relayed connections still open.
#[derive(Clone, Default)]
struct Live {
    count: Arc<std::sync::atomic::AtomicUsize>,
    changed: Arc<tokio::sync::Notify>,
}

/// Counts one relayed connection while it lives.
struct Alive(Live);

impl Live {
    fn enter(&self) -> Alive {
        self.count.fetch_add(1, Ordering::SeqCst);
        Alive(self.clone())
    }

    async fn none(&self) {
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if self.count.load(Ordering::SeqCst) == 0 {
                return;
            }
            changed.await;
        }
    }
}

impl Drop for Alive {
    fn drop(&mut self) {
        self.0.count.fetch_sub(1, Ordering::SeqCst);
        self.0.changed.notify_waiters();
    }
}

impl Relay {
    /// Listens on a loopback port and relays each connection to `upstream` (the gateway
    /// address Discord gave), with the query the shard asked for.
    pub(crate) async fn start(upstream: String) -> std::io::Result<Relay> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
        let url = format!("ws://{}", listener.local_addr()?);
        let (report, refusals) = mpsc::unbounded_channel();
        let (stop, stopped) = watch::channel(false);
        let live = Live::default();
        let upstream: Arc<str> = upstream.trim_end_matches('/').into();
        let counted = live.clone();
        // Never ends: once cut, the relay keeps its port and drops every connection, so that
        // no shard serenity still runs (it retries every 5 s) reaches Discord or another
        // listener that took the port.
        tokio::spawn(async move {
            loop {
                let socket = match listener.accept().await {
                    Ok((socket, _)) => socket,
                    Err(e) => {
                        // Out of file descriptors, say: wait rather than spin.
                        tracing::warn!(error = %e, "the gateway relay cannot accept");
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                        continue;
                    }
                };
                if *stopped.borrow() {
                    continue;
                }
                let alive = counted.enter();
                let (upstream, report, stopped) =
                    (upstream.clone(), report.clone(), stopped.clone());
                tokio::spawn(async move {
                    relay(socket, upstream, report, stopped).await;
                    drop(alive);
                });
            }
        });
        Ok(Relay {
            url,
            refusals,
            stop,
            live,
        })
    }

    /// The address serenity connects its shards to.
    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    /// The next close for good (never, if none comes).
    pub(crate) async fn refused(&mut self) -> Refusal {
        match self.refusals.recv().await {
            Some(r) => r,
            None => std::future::pending().await,
        }
    }

    /// Cuts every relayed connection (closing it towards Discord, which ends its session)
    /// and refuses new ones.
    pub(crate) fn cut(&self) {
        self.stop.send_replace(true);
    }

    /// Cuts the relay and waits at most `within` for its connections to close.
    pub(crate) async fn cut_and_wait(&self, within: std::time::Duration) {
        self.cut();
        if tokio::time::timeout(within, self.live.none())
            .await
            .is_err()
        {
            tracing::warn!("a gateway connection did not close in time; left behind");
        }
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.cut();
    }
}

fn config() -> WebSocketConfig {
    // As serenity's own: a GUILD_CREATE of a large server is a large message.
    WebSocketConfig {
        max_message_size: None,
        max_frame_size: None,
        ..Default::default()
    }
}

/// The shard an IDENTIFY names (`{"op":2,"d":{"shard":[id,total],...}}`).
fn identified_shard(text: &str) -> Option<(u32, u32)> {
    let v: serde_json::Value = serde_json::from_str(text).ok()?;
    if v["op"] != 2 {
        return None;
    }
    let shard = v["d"]["shard"].as_array()?;
    let n = |i: usize| shard.get(i)?.as_u64()?.try_into().ok();
    Some((n(0)?, n(1)?))
}

/// One shard's connection, relayed until either side ends it or the relay is cut.
async fn relay(
    socket: TcpStream,
    upstream: Arc<str>,
    report: mpsc::UnboundedSender<Refusal>,
    mut stopped: watch::Receiver<bool>,
) {
    let mut query = None;
    // The signature is tungstenite's `Callback`, error response and all.
    #[allow(clippy::result_large_err)]
    let callback = |req: &Request, resp: Response| {
        query = req.uri().query().map(str::to_string);
        Ok(resp)
    };
    let Ok(shard_side) =
        tokio_tungstenite::accept_hdr_async_with_config(socket, callback, Some(config())).await
    else {
        return;
    };
    let url = match &query {
        Some(q) => format!("{upstream}?{q}"),
        None => upstream.to_string(),
    };
    let (mut to_shard, mut from_shard) = shard_side.split();
    let discord = tokio::select! {
        c = tokio_tungstenite::connect_async_with_config(url, Some(config()), false) => c,
        () = until_cut(&mut stopped) => return,
    };
    let (mut to_discord, mut from_discord) = match discord {
        Ok((ws, _)) => ws.split(),
        Err(e) => {
            // The shard sees a dropped connection and serenity tries again, as when it
            // cannot reach Discord itself.
            tracing::warn!(error = %e, "cannot reach Discord's gateway");
            let _ = to_shard.send(Message::Close(Some(going_away()))).await;
            return;
        }
    };
    let mut shard = None;
    loop {
        tokio::select! {
            m = from_shard.next() => match m {
                Some(Ok(m)) => {
                    if let (None, Message::Text(t)) = (shard, &m) {
                        shard = identified_shard(t);
                    }
                    // Each side's library answers its own pings.
                    if matches!(m, Message::Ping(_) | Message::Pong(_) | Message::Frame(_)) {
                        continue;
                    }
                    if to_discord.send(m).await.is_err() {
                        break;
                    }
                }
                _ => break,
            },
            m = from_discord.next() => match m {
                Some(Ok(Message::Close(frame))) => {
                    let code = frame.as_ref().map(|f| u16::from(f.code));
                    if let Some(code) = code.filter(|c| is_for_good(*c)) {
                        let _ = report.send(Refusal { shard, code });
                        // Not passed on: serenity 0.12 would go on reading the ended
                        // connection without yielding until its next heartbeat (41 s),
                        // a worker thread lost. The shard waits on a silent connection
                        // until the adapter, told of the refusal, cuts the relay.
                        quiet_until_cut(&mut from_shard, &mut stopped).await;
                        let normal = CloseFrame { code: CloseCode::Normal, reason: "".into() };
                        let _ = tokio::time::timeout(CLOSE_WITHIN, to_shard.send(Message::Close(Some(normal)))).await;
                        return;
                    }
                    // serenity reads the code itself and reconnects; then both sides end.
                    let _ = to_shard.send(Message::Close(frame)).await;
                }
                Some(Ok(m)) => {
                    if matches!(m, Message::Ping(_) | Message::Pong(_) | Message::Frame(_)) {
                        continue;
                    }
                    if to_shard.send(m).await.is_err() {
                        break;
                    }
                }
                _ => break,
            },
            () = until_cut(&mut stopped) => {
                // A normal close: Discord ends the session at once, and serenity takes it
                // for one (it tries to resume, and finds the relay closed).
                let normal = CloseFrame { code: CloseCode::Normal, reason: "".into() };
                let _ = tokio::time::timeout(CLOSE_WITHIN, to_discord.send(Message::Close(Some(normal.clone())))).await;
                let _ = tokio::time::timeout(CLOSE_WITHIN, to_shard.send(Message::Close(Some(normal)))).await;
                return;
            }
        }
    }
    let _ = tokio::time::timeout(CLOSE_WITHIN, to_discord.close()).await;
    let _ = tokio::time::timeout(CLOSE_WITHIN, to_shard.close()).await;
}

/// Reads (and drops) what the shard sends until the relay is cut or the shard hangs up.
async fn quiet_until_cut<S>(from_shard: &mut S, stopped: &mut watch::Receiver<bool>)
where
    S: futures_util::Stream + Unpin,
{
    loop {
        tokio::select! {
            m = from_shard.next() => if m.is_none() {
                return;
            },
            () = until_cut(stopped) => return,
        }
    }
}

/// Until the relay is cut (or dropped).
async fn until_cut(stopped: &mut watch::Receiver<bool>) {
    // The guard it returns must not live across the close that follows.
    let _ = stopped.wait_for(|s| *s).await.map(|_| ());
}

fn going_away() -> CloseFrame<'static> {
    CloseFrame {
        code: CloseCode::Away,
        reason: "".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_identify_names_its_shard() {
        let identify = r#"{"op":2,"d":{"token":"t","shard":[3,8],"intents":1}}"#;
        assert_eq!(identified_shard(identify), Some((3, 8)));
        assert_eq!(identified_shard(r#"{"op":1,"d":7}"#), None);
        assert_eq!(identified_shard(r#"{"op":6,"d":{"seq":3}}"#), None);
        assert_eq!(identified_shard("not json"), None);
    }

    #[test]
    fn only_the_closes_no_retry_cures_are_for_good() {
        for code in [4004, 4010, 4011, 4012, 4013, 4014] {
            assert!(is_for_good(code), "{code}");
        }
        for code in [1000, 1001, 4000, 4007, 4008, 4009] {
            assert!(!is_for_good(code), "{code}");
        }
    }
}
