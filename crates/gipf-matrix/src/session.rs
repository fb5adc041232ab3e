//! Logging in once and staying the same device: the session (user, device, access token)
//! is saved in `session.json` beside the SDK's stores, because the SDK's stores do not keep
//! the access token; later starts restore it, so the crypto store's keys stay valid.

use std::path::Path;

use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::ruma::{OwnedDeviceId, UserId};
use matrix_sdk::{Client, SessionMeta, SessionTokens};

use crate::{MatrixConfig, MatrixError};

const SESSION_FILE: &str = "session.json";
const SDK_STORE: &str = "sdk";

/// A logged-in client with its stores.
pub(crate) async fn connect(config: &MatrixConfig) -> Result<Client, MatrixError> {
    if config.password.is_empty() && config.access_token.is_empty() {
        return Err(MatrixError::NoCredentials);
    }
    let dir = &config.store_path;
    std::fs::create_dir_all(dir).map_err(|e| session_error(dir, e))?;
    let file = dir.join(SESSION_FILE);
    if file.exists() {
        let text = std::fs::read_to_string(&file).map_err(|e| session_error(&file, e))?;
        let session: MatrixSession =
            serde_json::from_str(&text).map_err(|e| session_error(&file, e))?;
        let client = build(config).await?;
        client.restore_session(session).await?;
        match client.whoami().await {
            Ok(_) => {
                tracing::info!(user = %client.user_id().map(|u| u.to_string()).unwrap_or_default(), "Matrix session restored");
                return Ok(client);
            }
            Err(e) => {
                let e = MatrixError::from(matrix_sdk::Error::from(e));
                // A homeserver that is down says nothing about the token: keep the device.
                if e.is_transient() || config.password.is_empty() {
                    return Err(e);
                }
                // The token was revoked (logged out elsewhere): a new login is a new device,
                // whose keys cannot live in the old crypto store. Keep the old one aside.
                tracing::warn!(error = %e, "the saved Matrix session is no longer valid: logging in again");
                drop(client);
                let aside = dir.join(format!("{SDK_STORE}.replaced-{}", std::process::id()));
                let _ = std::fs::rename(dir.join(SDK_STORE), aside);
                let _ = std::fs::remove_file(&file);
            }
        }
    }
    let client = build(config).await?;
    let session = if !config.password.is_empty() {
        client
            .matrix_auth()
            .login_username(&config.user, config.password.expose())
            .initial_device_display_name(&config.device_name)
            .send()
            .await?;
        client.matrix_auth().session()
    } else {
        let (user_id, device_id) = whoami(config).await?;
        let session = MatrixSession {
            meta: SessionMeta { user_id, device_id },
            tokens: SessionTokens {
                access_token: config.access_token.expose().to_string(),
                refresh_token: None,
            },
        };
        client.restore_session(session.clone()).await?;
        Some(session)
    };
    let Some(session) = session else {
        return Err(session_error(&file, "the homeserver gave no session"));
    };
    save(&file, &session)?;
    tracing::info!(user = %session.meta.user_id, device = %session.meta.device_id, "logged in to Matrix");
    Ok(client)
}

async fn build(config: &MatrixConfig) -> Result<Client, MatrixError> {
    let builder = Client::builder();
    let hs = config.homeserver.trim();
    let builder = if hs.starts_with("http://") || hs.starts_with("https://") {
        builder.homeserver_url(hs)
    } else {
        builder.server_name_or_homeserver_url(hs)
    };
    let passphrase =
        (!config.store_passphrase.is_empty()).then(|| config.store_passphrase.expose());
    Ok(builder
        .sqlite_store(config.store_path.join(SDK_STORE), passphrase)
        .build()
        .await?)
}

/// Who an access token belongs to (user and device), asked with a throwaway client.
async fn whoami(
    config: &MatrixConfig,
) -> Result<(matrix_sdk::ruma::OwnedUserId, OwnedDeviceId), MatrixError> {
    let probe = {
        let hs = config.homeserver.trim();
        let b = Client::builder();
        let b = if hs.starts_with("http://") || hs.starts_with("https://") {
            b.homeserver_url(hs)
        } else {
            b.server_name_or_homeserver_url(hs)
        };
        b.build().await?
    };
    let placeholder = UserId::parse(if config.user.starts_with('@') {
        config.user.clone()
    } else {
        format!("@{}:localhost", config.user)
    })
    .map_err(|_| MatrixError::BadUser(config.user.clone()))?;
    probe
        .restore_session(MatrixSession {
            meta: SessionMeta {
                user_id: placeholder,
                device_id: "WHOAMI".into(),
            },
            tokens: SessionTokens {
                access_token: config.access_token.expose().to_string(),
                refresh_token: None,
            },
        })
        .await?;
    let who = probe
        .whoami()
        .await
        .map_err(|e| MatrixError::from(matrix_sdk::Error::from(e)))?;
    let device = who.device_id.ok_or_else(|| {
        session_error(Path::new("access_token"), "the token belongs to no device")
    })?;
    Ok((who.user_id, device))
}

fn save(file: &Path, session: &MatrixSession) -> Result<(), MatrixError> {
    let text = serde_json::to_string_pretty(session).map_err(|e| session_error(file, e))?;
    std::fs::write(file, text).map_err(|e| session_error(file, e))?;
    // The access token is as good as the password: readable by the bot's user only.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o600));
    }
    Ok(())
}

fn session_error(path: &Path, e: impl std::fmt::Display) -> MatrixError {
    MatrixError::Session {
        path: path.to_path_buf(),
        error: e.to_string(),
    }
}
