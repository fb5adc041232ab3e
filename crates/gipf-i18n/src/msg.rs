//! A message with its arguments, rendered in a language when it is shown.

use std::borrow::Cow;
use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};

use crate::bundles::bundles;
use crate::Lang;

/// An argument of a message.
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    /// Text shown as it is (a name, a point, an action).
    Text(String),
    /// A number: plural forms select on it.
    Number(i64),
    /// Another message, rendered in the same language first.
    Msg(Box<Msg>),
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Value {
        Value::Text(s.clone())
    }
}

impl From<Msg> for Value {
    fn from(m: Msg) -> Value {
        Value::Msg(Box::new(m))
    }
}

macro_rules! number {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number!(u8, u16, i32, i64, u32, u64, usize);

/// A message of `locales/*/*.ftl` with its arguments: what to say, not yet in which language.
#[derive(Clone, PartialEq, Debug)]
pub struct Msg {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Value)>,
}

impl Msg {
    /// The message `id` (as in the `.ftl` files), without arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument (`{ $name }` in the message).
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Value>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The message in `lang` (English when `lang` lacks it; the id when English does too).
    pub fn render(&self, lang: Lang) -> String {
        let mut args = FluentArgs::with_capacity(self.args.len());
        for (name, value) in &self.args {
            let v = match value {
                Value::Text(s) => FluentValue::from(s.as_str()),
                Value::Number(n) => FluentValue::from(*n),
                Value::Msg(m) => FluentValue::from(m.render(lang)),
            };
            args.set(*name, v);
        }
        tr(lang, &self.id, Some(&args))
    }
}

/// Renders a message in English (logs, tests); chat replies use [`Msg::render`].
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// The message `id` in `lang` with `args`: English when `lang` lacks it, the id when English
/// does too. A message that names an argument it was not given shows the argument's name
/// (debug builds stop there: the tests catch it).
pub fn tr(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let all = bundles();
    for l in [lang, Lang::En] {
        let bundle = &all[l.index()];
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            debug_assert!(errors.is_empty(), "message {id} in {l}: {errors:?}");
            return text.into_owned();
        }
    }
    debug_assert!(false, "no message {id}");
    id.to_string()
}

/// `t!(lang, "id", name = value, …)`: the message in `lang` with its arguments.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Msg::new($id)$(.arg(stringify!($name), $value))*.render($lang)
    };
}

/// `msg!("id", name = value, …)`: a [`Msg`] to render later.
#[macro_export]
macro_rules! msg {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}
